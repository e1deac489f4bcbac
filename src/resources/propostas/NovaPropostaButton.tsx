import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useBasename, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess, CRIAR_PROPOSTA, novaPropostaDaLista } from '../../domain';
import { useArea } from '../../components/layout/AreaContext';

/**
 * 'Nova proposta' on a dealership list's toolbar: the entry form of the list's kind (retention,
 * portability or common), for whom the server lets create. Other areas' lists have none.
 */
export function NovaPropostaButton({ route }: { route: string }) {
  const translate = useTranslate();
  const area = useArea();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const path = novaPropostaDaLista(area, route);
  const roles = (identity?.roles as string[] | undefined) ?? [];
  if (!path || !canAccess(roles, CRIAR_PROPOSTA)) return null;
  return (
    <Button
      component={Link}
      to={`${basename}/${path}`}
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
    >
      {translate('propostas.listas.nova_proposta')}
    </Button>
  );
}
