import { comum } from './comum';
import { agendaEnfermagem } from './agendaEnfermagem';
import { agendamento } from './agendamento';
import { anotacoes } from './anotacoes';
import { arquivosPdf } from './arquivosPdf';
import { auth } from './auth';
import { avaliacaoSaude } from './avaliacaoSaude';
import { campanhas } from './campanhas';
import { cep } from './cep';
import { comunicacoes } from './comunicacoes';
import { crud } from './crud';
import { dashboard } from './dashboard';
import { documentos } from './documentos';
import { emails } from './emails';
import { entrada } from './entrada';
import { gestaoFinanceira } from './gestaoFinanceira';
import { health } from './health';
import { http } from './http';
import { integracoes } from './integracoes';
import { mensagensEnviadas } from './mensagensEnviadas';
import { observacoes } from './observacoes';
import { outbox } from './outbox';
import { parametros } from './parametros';
import { pme } from './pme';
import { proponente } from './proponente';
import { propostas } from './propostas';
import { relatorios } from './relatorios';
import { sincronizacao } from './sincronizacao';
import { titular } from './titular';
import { usuario } from './usuario';
import { visoes } from './visoes';

/**
 * The server's own texts, one group per module of server/modules (`comum` for the texts
 * several modules say). The API answers with them in pt-BR (the server imports this file);
 * the browser recognises them and shows the chosen language's text of the same key
 * (src/providers/i18nProvider.ts). A text the client already has is read from the client's
 * key instead (docs/decisions/0130-text-catalogue.md).
 */
export const servidor = {
  comum,
  agendaEnfermagem,
  agendamento,
  anotacoes,
  arquivosPdf,
  auth,
  avaliacaoSaude,
  campanhas,
  cep,
  comunicacoes,
  crud,
  dashboard,
  documentos,
  emails,
  entrada,
  gestaoFinanceira,
  health,
  http,
  integracoes,
  mensagensEnviadas,
  observacoes,
  outbox,
  parametros,
  pme,
  proponente,
  propostas,
  relatorios,
  sincronizacao,
  titular,
  usuario,
  visoes,
} as const;
