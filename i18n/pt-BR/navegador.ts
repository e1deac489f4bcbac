import { agendamento } from './agendamento';
import { app } from './app';
import { integracoes } from './integracoes';
import { propostas } from './propostas';
import { ra } from './ra';
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
import { titular } from './titular';
import { relatorios } from './relatorios';
import { entrada } from './entrada';
import { erros } from './erros';
import { rotas } from './rotas';
import { menus } from './menus';
import { pessoas } from './pessoas';
import { listas } from './listas';
import { aprovacoes } from './aprovacoes';
import { cadastros } from './cadastros';

/**
 * The part of the pt-BR catalogue the browser loads with its first script: every namespace but
 * `servidor`. The browser never looks a `servidor` text up in pt-BR (the server writes those
 * texts itself); it only needs them to recognise a server's answer when English is chosen, so
 * they come with the English download (src/providers/i18nProvider.ts), and the login route's
 * script does not grow with every text the server learns (issue 43).
 */
const navegador = {
  ra,
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
};

export default navegador;
