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
import { servidor } from './servidor';

/**
 * The pt-BR catalogue, the product's language and the default: react-admin's keys (ra.ts) plus
 * one namespace per feature, each in its own file. Texts the spec gives are copied to the
 * letter, accents exactly as it writes them ('Módulos do Adesão', 'Ir para apresentação'); the
 * others are product texts. The browser reads it through react-admin's translate
 * (src/providers/i18nProvider.ts), the server imports it directly (it answers in pt-BR).
 * English (i18n/en) has the same keys: `satisfies Catalog` there and i18n/catalog.test.ts.
 */
const ptBR = {
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
  servidor,
};

export default ptBR;
