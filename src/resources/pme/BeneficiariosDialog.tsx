import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskCpf } from '../../domain';
import { formatData } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import type { PmeDataProvider } from '../../providers/pmeDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { beneficiariosPmeKey } from './propostaPmeEmCache';
import { StatusChip } from '../propostas/chips/StatusChip';

/**
 * 'Ver beneficiários': the record picker (document 2, section 2.3; titled with the company's name,
 * the spec's "Selecione o registro" as its instruction —
 * docs/decisions/0117-creating-pme-proposals.md): Data, CPF, Nome, Tipo (Dependente when the row
 * has a holder) and Situação, no paging, no search; a row opens the manager's proposal view.
 */
export function BeneficiariosDialog({
  titulo,
  propostaId,
  open,
  onClose,
}: {
  /** The company's beneficiaries: what the list is, the spec's words say what to do with it. */
  titulo: string;
  propostaId: number;
  open: boolean;
  onClose(): void;
}) {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const basename = useBasename();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: beneficiariosPmeKey(propostaId),
    queryFn: () => dataProvider.listarBeneficiariosPme(propostaId),
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('selecioneRegistroAjuda')}</DialogContentText>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <Table size="small" aria-label={t('selecioneRegistro')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('data')}</TableCell>
                <TableCell>{t('cpf')}</TableCell>
                <TableCell>{t('nome')}</TableCell>
                <TableCell>{t('tipo')}</TableCell>
                <TableCell>{t('situacaoBeneficiario')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('semBeneficiarios')}</TableCell>
                </TableRow>
              )}
              {query.data.map((b) => (
                <TableRow
                  key={b.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`${basename}/proposta/${b.id}`)}
                >
                  <TableCell>{formatData(b.dataCriacao)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{maskCpf(b.cpf)}</TableCell>
                  <TableCell>{b.nome}</TableCell>
                  <TableCell>{b.propostaTitularId ? t('dependente') : t('titular')}</TableCell>
                  <TableCell>
                    <StatusChip situacaoId={b.situacaoPropostaAdesaoId} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
