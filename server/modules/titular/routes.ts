import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isCpf, MESSAGES } from '../../../src/domain';
import { acessosDadosSensiveis } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { gerarDossiePdf } from '../documentos/dossie-pdf';
import { zipStream } from '../documentos/zip';
import { coletarDadosTitular, dossieDoTitular } from './service';

const TAGS = ['LGPD'];

/**
 * POST api/titular/exportar (LGPD art. 18): the administrator downloads everything the product
 * holds about one CPF, as a ZIP with `dados.json` (every row, for a machine) and `dados.pdf`
 * (the same, for a person). The CPF travels in the body, never in a URL that a log could keep;
 * the export itself is written to the sensitive-data access log.
 */
const titularRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/titular/exportar',
    {
      preHandler: requirePermission('titular', 'exportar'),
      schema: {
        tags: TAGS,
        summary: 'Exporta os dados pessoais de um titular (JSON e PDF em um ZIP)',
        body: Type.Object({
          cpf: Type.String({ maxLength: 20, errorMessage: MESSAGES.cpfInvalid }),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const cpf = request.body.cpf.replace(/\D/g, '');
      if (cpf.length !== 11) throw badRequest(MESSAGES.cpfLength);
      if (!isCpf(cpf)) throw badRequest(MESSAGES.cpfInvalid);

      const dados = await coletarDadosTitular(app.db, cpf);
      const propostas = (dados.tabelas.propostas_adesao ?? []).map((row) => Number(row.id));
      await app.db.insert(acessosDadosSensiveis).values(
        (propostas.length ? propostas : [null]).map((propostaAdesaoId) => ({
          usuarioId: user.id,
          usuario: user.nome,
          propostaAdesaoId,
          acao: 'titular.exportacao',
          ip: request.ip?.slice(0, 60) ?? null,
        })),
      );
      const geradoEm = new Date().toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
      const pdf = await gerarDossiePdf(dossieDoTitular(dados, geradoEm));
      const json = new TextEncoder().encode(JSON.stringify(dados, null, 2));
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="dados-do-titular.zip"')
        .header('cache-control', 'no-store')
        .send(
          zipStream([
            { nome: 'dados.json', conteudo: json },
            { nome: 'dados.pdf', conteudo: pdf },
          ]),
        );
    },
  );
};

export default titularRoutes;
