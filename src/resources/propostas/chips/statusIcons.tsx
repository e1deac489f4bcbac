import AssignmentIcon from '@mui/icons-material/Assignment';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/Description';
import DrawIcon from '@mui/icons-material/Draw';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorIcon from '@mui/icons-material/Error';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ReplayIcon from '@mui/icons-material/Replay';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * src/domain names icons (it stays free of React); this table turns a name into the component.
 * Imported one by one so the bundle carries only these. Unknown names get the default icon.
 */
const ICONS: Record<string, SvgIconComponent> = {
  Assignment: AssignmentIcon,
  Block: BlockIcon,
  Cancel: CancelIcon,
  CheckCircle: CheckCircleIcon,
  CloudDone: CloudDoneIcon,
  CloudUpload: CloudUploadIcon,
  DeleteOutline: DeleteOutlineIcon,
  Description: DescriptionIcon,
  Draw: DrawIcon,
  EditNote: EditNoteIcon,
  Error: ErrorIcon,
  FactCheck: FactCheckIcon,
  FiberNew: FiberNewIcon,
  HelpOutline: HelpOutlineIcon,
  HourglassEmpty: HourglassEmptyIcon,
  LocalHospital: LocalHospitalIcon,
  MedicalServices: MedicalServicesIcon,
  RadioButtonUnchecked: RadioButtonUncheckedIcon,
  Replay: ReplayIcon,
  ReportProblem: ReportProblemIcon,
  SyncProblem: SyncProblemIcon,
};

export const DEFAULT_ICON: SvgIconComponent = HelpOutlineIcon;

export function iconFor(name: string | null | undefined): SvgIconComponent {
  return (name && ICONS[name]) || DEFAULT_ICON;
}
