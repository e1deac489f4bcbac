import englishMessages from 'ra-language-english';
import type { Catalog } from '../catalog';
import { agendamento } from './agendamento';
import { app } from './app';
import { integracoes } from './integracoes';
import { propostas } from './propostas';
import { resources } from './resources';
import { visoes } from './visoes';
import { arquivosPdf } from './arquivosPdf';
import { gestaoFinanceira } from './gestaoFinanceira';
import { parametros } from './parametros';
import { sincronizacao } from './sincronizacao';
import { campanhas } from './campanhas';
import { mensagensEnviadas } from './mensagensEnviadas';
import { rascunhos } from './rascunhos';
import { documentos } from './documentos';
import { agendaEnfermagem } from './agendaEnfermagem';
import { dashboard } from './dashboard';
import { pme } from './pme';
import { avaliacaoSaude } from './avaliacaoSaude';
import { mpa } from './mpa';
import { video } from './video';
import { validacao } from './validacao';
import { telas } from './telas';
import { rotas } from './rotas';
import { menus } from './menus';
import { cadastros } from './cadastros';
import { titular } from './titular';
import { relatorios } from './relatorios';
import { entrada } from './entrada';
import { erros } from './erros';
import { servidor } from './servidor';
import { pessoas } from './pessoas';
import { listas } from './listas';
import { aprovacoes } from './aprovacoes';

/**
 * The English catalogue, offered in the user menu: react-admin's own English texts
 * (ra-language-english) plus ours, namespace by namespace with the same keys as pt-BR.
 */
const en = {
  // react-admin types some of its groups with index signatures, which `satisfies` cannot check
  // leaf by leaf; catalog.test.ts compares the two `ra` trees key by key instead.
  ra: englishMessages.ra as Catalog['ra'],
  app,
  resources,
  propostas,
  agendamento,
  visoes,
  integracoes,
  arquivosPdf,
  gestaoFinanceira,
  parametros,
  sincronizacao,
  campanhas,
  mensagensEnviadas,
  rascunhos,
  documentos,
  agendaEnfermagem,
  dashboard,
  pme,
  avaliacaoSaude,
  mpa,
  video,
  validacao,
  telas,
  titular,
  relatorios,
  entrada,
  erros,
  rotas,
  menus,
  pessoas,
  listas,
  aprovacoes,
  cadastros,
  servidor,
} satisfies Catalog;

export default en;
