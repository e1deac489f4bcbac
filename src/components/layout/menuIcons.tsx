import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HeadsetIcon from '@mui/icons-material/HeadsetMicOutlined';
import LocationCityIcon from '@mui/icons-material/LocationCityOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import MedicalIcon from '@mui/icons-material/MedicalServicesOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SearchIcon from '@mui/icons-material/SearchOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import SupervisorIcon from '@mui/icons-material/SupervisorAccountOutlined';
import SwapIcon from '@mui/icons-material/SwapHorizOutlined';
import SyncIcon from '@mui/icons-material/SyncOutlined';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import type { ReactElement } from 'react';
import type { MenuItem } from '../../domain';

/** An icon per menu entry, by its key; the menu table itself stays free of UI. */
const BY_KEY: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  propostas: <DescriptionIcon />,
  busca: <SearchIcon />,
  pme: <BusinessIcon />,
  'exportar-relatorio': <FileDownloadIcon />,
  gestores: <GroupIcon />,
  dac: <HeadsetIcon />,
  'painel-supervisor': <SupervisorIcon />,
  relatorios: <AssessmentIcon />,
  'liberacao-idade': <LockOpenIcon />,
  'nova-concessionaria': <StoreIcon />,
  cadastros: <FolderIcon />,
  corretores: <GroupIcon />,
  retencao: <ReplayIcon />,
  portabilidade: <SwapIcon />,
  enfermeiros: <MedicalIcon />,
  'enfermeiros-externos': <MedicalIcon />,
  enfermeiro: <MedicalIcon />,
  callcenter: <HeadsetIcon />,
  operadores: <GroupIcon />,
  sincronizacao: <SyncIcon />,
  'exportacao-titular': <PrivacyTipIcon />,
  'criar-pergunta': <QuizIcon />,
  'questionario-pecfast': <QuizIcon />,
  'visoes-salvas': <BookmarksIcon />,
  'agenda-enfermagem': <CalendarIcon />,
  'horarios-enfermeiros': <ScheduleIcon />,
  'minha-agenda': <CalendarIcon />,
  'feriados-novo': <EditCalendarIcon />,
  feriados: <EventBusyIcon />,
  'cidades-atendimento-novo': <AddLocationIcon />,
  'cidades-atendimento': <LocationCityIcon />,
};

export function menuIcon(item: MenuItem): ReactElement {
  if (BY_KEY[item.key]) return BY_KEY[item.key];
  if (item.key.startsWith('visao-')) return <BookmarksIcon />;
  // 'novo-gestor', 'retencao-criar', and the declared resources' create links ('corretores-novo').
  if (item.key.startsWith('novo') || /-(criar|novo)$/.test(item.key)) return <PersonAddIcon />;
  return <ViewListIcon />;
}
