import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskCpf } from '../../domain';
import { formatData } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { pmeApi } from './pmeApi';
import { TEXTOS } from './texts';

/**
 * 'Ver beneficiários': the record picker "Selecione o registro" (document 2, section 2.3):
 * Data, CPF, Nome, Tipo (Dependente when the row has a holder) and Situação, no paging, no
 * search; a row opens the manager's proposal view.
 */
export function BeneficiariosDialog({
  propostaId,
  open,
  onClose,
}: {
  propostaId: number;
  open: boolean;
  onClose(): void;
}) {
  const basename = useBasename();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['pme', 'beneficiarios', propostaId],
    queryFn: () => pmeApi.beneficiarios(propostaId),
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{TEXTOS.selecioneRegistro}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <Table size="small" aria-label={TEXTOS.selecioneRegistro}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXTOS.data}</TableCell>
                <TableCell>{TEXTOS.cpf}</TableCell>
                <TableCell>{TEXTOS.nome}</TableCell>
                <TableCell>{TEXTOS.tipo}</TableCell>
                <TableCell>{TEXTOS.situacaoBeneficiario}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{TEXTOS.semBeneficiarios}</TableCell>
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
                  <TableCell>{b.propostaTitularId ? TEXTOS.dependente : TEXTOS.titular}</TableCell>
                  <TableCell>{b.situacaoNome}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTOS.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
