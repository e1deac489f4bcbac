import type { OutboxTopic } from '../outbox/enqueue';
import type { TopicHandler } from '../outbox/types';
import { enviarContratoHandler, verificarAssinaturasHandler } from './assinaturas/handler';
import { enviarComunicacaoHandler } from './comunicacoes/handler';
import { consultarIntegracaoHandler, integrarPropostaHandler } from './erp/handlers';
import { consultarReceitaHandler } from '../receita-federal/handler';
import { primeiroAcessoHandler } from '../usuario/first-access';
import {
  enviarContratoPmeHandler,
  enviarLinkAssinaturaPmeHandler,
  integrarPmeHandler,
  integrarTitularesPmeHandler,
} from '../pme/outbox-handlers';

/** Which handler delivers each outbox topic; a topic without one fails the build. */
export const TOPIC_HANDLERS: Record<OutboxTopic, TopicHandler> = {
  'comunicacao.enviar': enviarComunicacaoHandler,
  'erp.integrar-proposta': integrarPropostaHandler,
  'erp.consultar-integracao': consultarIntegracaoHandler,
  'assinatura.enviar-contrato': enviarContratoHandler,
  'assinatura.verificar': verificarAssinaturasHandler,
  'usuario.primeiro-acesso': primeiroAcessoHandler,
  'assinatura.enviar-contrato-pme': enviarContratoPmeHandler,
  'erp.integrar-pme': integrarPmeHandler,
  'erp.integrar-titulares-pme': integrarTitularesPmeHandler,
  'receita.consultar-cpf': consultarReceitaHandler,
  'pme.enviar-link-assinatura': enviarLinkAssinaturaPmeHandler,
};
