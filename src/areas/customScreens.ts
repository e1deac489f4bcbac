import type { ResourceScreens } from '../crud/routes';
import { PdfResourceCreate, PdfResourceEdit, PlanoSaudeEdit } from '../resources/arquivos-pdf';
import { lazyWithPreload } from '../components/lazyWithPreload';

// Its own download, fetched when the declaration's edit page is opened.
const DeclaracaoEdit = lazyWithPreload(() =>
  import('../resources/declaracoes-saude/DeclaracaoEdit').then((m) => m.DeclaracaoEdit),
);

/**
 * Feature screens that replace the generic CRUD ones, by resource name. They are wired here,
 * where the areas meet the features, so src/crud stays free of feature folders.
 */
export const CUSTOM_SCREENS: Readonly<Record<string, ResourceScreens>> = {
  // The declaration's edit page also lists its questions by step and order.
  'declaracoes-saude': { edit: DeclaracaoEdit },
  // A PDF is not a form field: these records get their file section (src/resources/arquivos-pdf).
  'planos-saude': { create: PdfResourceCreate, edit: PlanoSaudeEdit },
  'aditivos-contrato': { create: PdfResourceCreate, edit: PdfResourceEdit },
  'tabelas-venda': { create: PdfResourceCreate, edit: PdfResourceEdit },
};
