import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import {
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useArea } from '../../components/layout/AreaContext';
import { useErrorNotice } from '../../components/useErrorNotice';
import { SalvarVisaoDialog } from './SalvarVisaoDialog';
import { useEstadoDaLista } from './useEstadoDaLista';
import type { VisaoSalva, VisoesDataProvider } from '../../providers/visoesDataProvider';
import { useRecarregarVisoes, useVisoesSalvas } from './useVisoesSalvas';

/** The sidebar opens a view with `?visao=<id>` on its list's route. */
export const VISAO_PARAM = 'visao';

/**
 * The list toolbar's 'Visões' menu: the saved views of this list (the user's and those shared
 * in the area), applied on click; 'Salvar a visão atual' names the current filter, sort, page
 * size and columns. Also applies the view a sidebar link asks for.
 */
export function VisoesButton({ lista }: { lista: string }) {
  const area = useArea();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VisoesDataProvider>();
  const onError = useErrorNotice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [salvando, setSalvando] = useState(false);
  const [excluindo, setExcluindo] = useState<VisaoSalva | null>(null);
  const { data: todas = [] } = useVisoesSalvas(area);
  const recarregar = useRecarregarVisoes(area);
  const { atual, aplicar } = useEstadoDaLista(lista);
  const visoes = todas.filter((v) => v.lista === lista);

  useVisaoDaUrl(visoes, aplicar);

  const abrir = (visao: VisaoSalva) => {
    setAnchor(null);
    aplicar(visao.estado);
    notify(translate('visoes.aplicada', { nome: visao.nome }), { type: 'info' });
  };
  const excluir = async () => {
    const visao = excluindo!;
    setExcluindo(null);
    try {
      await dataProvider.excluirVisao(area, visao.id);
      await recarregar();
      notify(translate('visoes.excluida', { nome: visao.nome }), { type: 'success' });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        {translate('visoes.botao')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {visoes.length === 0 ? <MenuItem disabled>{translate('visoes.nenhuma')}</MenuItem> : null}
        {visoes.map((visao) => (
          <MenuItem key={visao.id} onClick={() => abrir(visao)} sx={{ minWidth: 280 }}>
            {visao.compartilhada ? (
              <ListItemIcon>
                <PeopleOutline fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText
              inset={!visao.compartilhada}
              primary={visao.nome}
              secondary={descricao(visao, translate)}
            />
            {visao.propria ? (
              <Tooltip title={translate('visoes.excluir', { nome: visao.nome })}>
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={translate('visoes.excluir', { nome: visao.nome })}
                  onClick={(event) => {
                    event.stopPropagation();
                    setAnchor(null);
                    setExcluindo(visao);
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSalvando(true);
          }}
        >
          {translate('visoes.salvar_atual')}
        </MenuItem>
      </Menu>
      {salvando ? (
        <SalvarVisaoDialog lista={lista} estado={atual()} onClose={() => setSalvando(false)} />
      ) : null}
      <Confirm
        isOpen={Boolean(excluindo)}
        title={translate('visoes.excluir_titulo')}
        content={translate('visoes.excluir_pergunta', { nome: excluindo?.nome ?? '' })}
        onConfirm={excluir}
        onClose={() => setExcluindo(null)}
      />
    </>
  );
}

function descricao(visao: VisaoSalva, translate: ReturnType<typeof useTranslate>) {
  if (!visao.compartilhada) return translate('visoes.pessoal');
  return visao.propria
    ? translate('visoes.compartilhada_por_mim')
    : translate('visoes.compartilhada_por', { autor: visao.autor });
}

/** Applies, once, the view a sidebar link named in the address (`?visao=<id>`). */
function useVisaoDaUrl(visoes: VisaoSalva[], aplicar: (estado: VisaoSalva['estado']) => void) {
  const [params] = useSearchParams();
  const pedida = Number(params.get(VISAO_PARAM));
  const aplicada = useRef<number | null>(null);
  useEffect(() => {
    if (!pedida || aplicada.current === pedida) return;
    const visao = visoes.find((v) => v.id === pedida);
    if (!visao) return;
    aplicada.current = pedida;
    aplicar(visao.estado);
  }, [pedida, visoes, aplicar]);
}
