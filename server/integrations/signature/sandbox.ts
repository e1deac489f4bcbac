import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createSandbox } from '../sandbox-kit';
import type { Envelope, EnvelopeRequest, SignatarioEnvelope } from './contract';
import {
  ACEITE_OBRIGATORIO,
  CAMPO_ACEITE,
  paginaAssinatura,
  paginaConfirmacao,
  paginaIndisponivel,
} from './sandbox-pages';

/**
 * A small e-signature service implementing the contract of contract.ts, for the demo
 * (`npm run signature:sandbox`) and the tests. Each signer gets a link to a pt-BR page that
 * shows the contract and signs once its agreement box is ticked (recording time and IP), then
 * confirms; a test may also sign through POST /__sandbox/envelopes/{id}/assinar.
 * The signed document is the original with an evidence page appended.
 */

interface StoredEnvelope {
  envelope: Envelope;
  original: Buffer;
  nomeDocumento: string;
}

const HTML = 'text/html; charset=utf-8';

async function signedPdf(stored: StoredEnvelope): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(stored.original);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  let y = page.getHeight() - 60;
  const line = (text: string, size = 11) => {
    page.drawText(text, { x: 50, y, size, font });
    y -= size + 8;
  };
  line('Registro de assinaturas eletrônicas', 16);
  line(`Envelope ${stored.envelope.envelopeId}`);
  for (const signer of stored.envelope.signatarios) {
    line(`${signer.nome}, CPF ${signer.cpf}: assinado em ${signer.assinadoEm} (IP ${signer.ip})`);
  }
  return pdf.save();
}

export function createSignatureSandbox(options: { logger?: boolean } = {}) {
  const { app, kit } = createSandbox({ name: 'assinatura', logger: options.logger });
  const envelopes = new Map<string, StoredEnvelope>();
  // The signing page is a plain HTML form: without a parser for its content type Fastify
  // answered the browser's post with a raw 415.
  void app.register(formbody);

  function sign(envelope: Envelope, signer: SignatarioEnvelope, ip: string) {
    if (signer.situacao === 'assinado' || envelope.situacao !== 'aguardando_assinaturas') return;
    signer.situacao = 'assinado';
    signer.assinadoEm = new Date().toISOString();
    signer.ip = ip;
    if (envelope.signatarios.every((s) => s.situacao === 'assinado')) {
      envelope.situacao = 'concluido';
      envelope.concluidoEm = new Date().toISOString();
    }
  }

  app.post<{ Body: EnvelopeRequest }>('/envelopes', (request, reply) =>
    kit.idempotent(request, reply, () => {
      const body = request.body;
      if (!body?.documento?.conteudoBase64 || !body.signatarios?.length) {
        return { status: 400, body: { erro: 'documento e signatários são obrigatórios' } };
      }
      const envelopeId = randomUUID();
      const base = `${request.protocol}://${request.headers.host}`;
      const envelope: Envelope = {
        envelopeId,
        referencia: body.referencia,
        situacao: 'aguardando_assinaturas',
        criadoEm: new Date().toISOString(),
        concluidoEm: null,
        signatarios: body.signatarios.map((s) => {
          const id = randomUUID();
          return {
            ...s,
            id,
            situacao: 'pendente' as const,
            linkAssinatura: `${base}/assinar/${envelopeId}/${id}`,
            assinadoEm: null,
            ip: null,
          };
        }),
      };
      envelopes.set(envelopeId, {
        envelope,
        original: Buffer.from(body.documento.conteudoBase64, 'base64'),
        nomeDocumento: body.documento.nome || 'contrato.pdf',
      });
      return { status: 201, body: envelope };
    }),
  );

  app.get<{ Params: { id: string } }>('/envelopes/:id', async (request, reply) => {
    const stored = envelopes.get(request.params.id);
    if (!stored) return reply.status(404).send({ erro: 'envelope não encontrado' });
    return stored.envelope;
  });

  app.get<{ Params: { id: string } }>(
    '/envelopes/:id/documento-assinado',
    async (request, reply) => {
      const stored = envelopes.get(request.params.id);
      if (!stored) return reply.status(404).send({ erro: 'envelope não encontrado' });
      if (stored.envelope.situacao !== 'concluido') {
        return reply.status(409).send({ erro: 'envelope ainda não concluído' });
      }
      return reply.type('application/pdf').send(Buffer.from(await signedPdf(stored)));
    },
  );

  type SignerParams = { Params: { id: string; signer: string } };
  function signerOf(params: SignerParams['Params']) {
    const stored = envelopes.get(params.id);
    const signer = stored?.envelope.signatarios.find((s) => s.id === params.signer);
    if (!stored || !signer) return null;
    const documentoUrl = `/assinar/${params.id}/${params.signer}/documento`;
    return { stored, signer, contexto: { signer, documento: stored.nomeDocumento, documentoUrl } };
  }
  const invalido = (reply: FastifyReply) =>
    reply.status(404).type(HTML).send(paginaIndisponivel('Link de assinatura inválido.'));
  const cancelado = (reply: FastifyReply) =>
    reply.status(409).type(HTML).send(paginaIndisponivel('Este contrato foi cancelado.'));

  // The signer's page: what the e-mailed link opens in the demo.
  app.get<SignerParams>('/assinar/:id/:signer', async (request, reply) => {
    const found = signerOf(request.params);
    if (!found) return invalido(reply);
    if (found.signer.situacao === 'assinado') {
      return reply.type(HTML).send(paginaConfirmacao(found.contexto));
    }
    if (found.stored.envelope.situacao !== 'aguardando_assinaturas') return cancelado(reply);
    return reply.type(HTML).send(paginaAssinatura(found.contexto));
  });
  app.get<SignerParams>('/assinar/:id/:signer/documento', async (request, reply) => {
    const found = signerOf(request.params);
    if (!found) return invalido(reply);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline')
      .send(found.stored.original);
  });
  // The form's post (application/x-www-form-urlencoded); then the confirmation page (303).
  app.post<SignerParams & { Body: Record<string, string> | undefined }>(
    '/assinar/:id/:signer',
    async (request, reply) => {
      const found = signerOf(request.params);
      if (!found) return invalido(reply);
      if (found.signer.situacao !== 'assinado') {
        if (found.stored.envelope.situacao !== 'aguardando_assinaturas') return cancelado(reply);
        if (request.body?.[CAMPO_ACEITE] !== 'on') {
          return reply
            .status(400)
            .type(HTML)
            .send(paginaAssinatura(found.contexto, ACEITE_OBRIGATORIO));
        }
        sign(found.stored.envelope, found.signer, request.ip);
      }
      return reply.redirect(`/assinar/${request.params.id}/${request.params.signer}`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { ip?: string } }>(
    '/__sandbox/envelopes/:id/assinar',
    async (request, reply) => {
      const stored = envelopes.get(request.params.id);
      if (!stored) return reply.status(404).send({ erro: 'envelope não encontrado' });
      for (const signer of stored.envelope.signatarios) {
        sign(stored.envelope, signer, request.body?.ip ?? request.ip);
      }
      return stored.envelope;
    },
  );
  app.get('/__sandbox/envelopes', async () => [...envelopes.values()].map((s) => s.envelope));
  app.post('/__sandbox/reiniciar', async () => {
    kit.resetKit();
    envelopes.clear();
    return { ok: true };
  });

  return { app, kit, envelopes };
}
