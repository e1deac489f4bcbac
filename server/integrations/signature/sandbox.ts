import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createSandbox } from '../sandbox-kit';
import type { Envelope, EnvelopeRequest, SignatarioEnvelope } from './contract';

/**
 * A small e-signature service implementing the contract of contract.ts, for the demo
 * (`npm run signature:sandbox`) and the tests. Each signer gets a link to a one-button page
 * that signs (recording time and IP); a test may sign through POST /__sandbox/envelopes/{id}/assinar.
 * The signed document is the original with an evidence page appended.
 */

interface StoredEnvelope {
  envelope: Envelope;
  original: Buffer;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

  // The signer's page: what the e-mailed link opens in the demo.
  app.get<{ Params: { id: string; signer: string } }>(
    '/assinar/:id/:signer',
    async (request, reply) => {
      const stored = envelopes.get(request.params.id);
      const signer = stored?.envelope.signatarios.find((s) => s.id === request.params.signer);
      if (!stored || !signer)
        return reply.status(404).type('text/html').send('<p>Link inválido.</p>');
      const done = signer.situacao === 'assinado';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="pt-BR">
<head><meta charset="utf-8"><title>Assinatura do contrato</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto">
<h1>Assinatura do contrato</h1><p>${escapeHtml(signer.nome)}</p>
${done ? `<p>Contrato assinado em ${escapeHtml(signer.assinadoEm ?? '')}.</p>` : `<form method="post"><button type="submit">Assinar contrato</button></form>`}
</body></html>`);
    },
  );
  app.post<{ Params: { id: string; signer: string } }>(
    '/assinar/:id/:signer',
    async (request, reply) => {
      const stored = envelopes.get(request.params.id);
      const signer = stored?.envelope.signatarios.find((s) => s.id === request.params.signer);
      if (!stored || !signer) return reply.status(404).send({ erro: 'link inválido' });
      sign(stored.envelope, signer, request.ip);
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
