import { format } from '../../i18n/catalog';
import { cadastros } from '../../i18n/pt-BR/cadastros';
import type { AreaId, Role } from '../domain';

/**
 * A declared resource: one entity of the back office described once, as data. The client builds
 * its routes, menu links, data provider and generic List/Show/Edit/Create screens from it; the
 * server builds its CRUD routes (ra-data-simple-rest contract), validation, scoping, versioning
 * and history from it. Pure data (no React, no Node), so both sides import it. Its pt-BR texts
 * are read from the catalogue's `cadastros` (keys in src/registries/rotulos.ts), where the
 * screens find their English. See docs/adding-a-resource.md.
 */
export type FieldType =
  | 'text'
  | 'name'
  | 'cpf'
  | 'cnpj'
  | 'email'
  | 'phone'
  | 'cep'
  | 'integer'
  | 'money'
  | 'date'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'list';

export interface Choice {
  id: number | string;
  name: string;
  /**
   * The catalogue key of `name` when it lives outside `cadastros` (the declaration's steps are
   * `avaliacaoSaude.etapasDeclaracao.<key>`, shared with the nursing screens); without it the
   * screens read `cadastros` (src/registries/rotulos.ts, `chavesDaOpcao`).
   */
  key?: string;
}

export interface FieldDefinition {
  /** The record's key, which is also the Drizzle column's property name. */
  source: string;
  /**
   * pt-BR label of forms, columns and messages: the catalogue's `cadastros.<name>.campos.<source>`
   * or, for a label shared by several registries, `cadastros.campos.<source>`.
   */
  label: string;
  type: FieldType;
  required?: boolean;
  maxLength?: number;
  /** select: the options (stored id, shown name). */
  choices?: readonly Choice[];
  /** reference: another declared resource and the field of it that names a record. */
  reference?: { resource: string; optionText: string };
  /** Shown as a list column (default true). */
  inList?: boolean;
  /** Searched by the list's search box ('q'): text fields by prefix, digit fields exactly. */
  searchable?: boolean;
  /** Offered as a list filter (selects, references and booleans). */
  filter?: boolean;
  /** Another record may not hold the same value ('CPF já cadastrado.'). */
  unique?: boolean;
  /** The refusal of a repeated value, where '<label> já cadastrado.' does not read well. */
  uniqueMessage?: string;
  /** Set once on create and read-only afterwards. */
  createOnly?: boolean;
  /** Value of a new record's form. */
  defaultValue?: string | number | boolean;
  /** Shown in lists and on the record, never typed: the server sets it (an upload's name). */
  readOnly?: true;
  /** date: may not be before this other date field ('Fim da vigência' after 'Início'). */
  notBefore?: string;
  /**
   * cep: a complete CEP is looked up (GET /api/cep/:cep, the entry form's service) and the
   * answer fills these fields of the same record: { logradouro: 'logradouro', ... }.
   */
  cepLookup?: Partial<Record<'logradouro' | 'bairro' | 'cidade' | 'uf', string>>;
  /** A heading the form shows above the first field of a run of fields with this section. */
  section?: string;
  /**
   * list: a list of small records kept inside the record (a dealership's contacts), edited as
   * rows of these fields in the form, each validated with its own rules.
   */
  item?: { label: string; fields: readonly FieldDefinition[]; max?: number };
}

/** Where an area shows the resource: the spec's URLs, relative to the area, with ':id'. */
export interface AreaPlacement {
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
  /**
   * The menu links: under the area menu's group of this key (or at the top level), 'create'
   * before 'list' as the spec's menus order them. false: the area's menu table places them.
   * A group the area's table (src/domain/menuTable.ts) does not have is created at the end of
   * the menu when `groupLabel` names it; without one the menu refuses to build (a misspelt key).
   */
  menu?: { group?: string; groupLabel?: string; listLabel?: string; createLabel?: string } | false;
}

export interface ResourceDefinition {
  /** react-admin's resource name and the API path: /api/<name>. */
  name: string;
  /** The permission table's resource key (src/domain/permissions.ts): list, show, create, edit. */
  permission: string;
  label: {
    singular: string;
    plural: string;
    /** 'Novo Corretor' / 'Nova Concessionária' */ article: 'o' | 'a';
  };
  /** The SQL table the server reads and writes. */
  table: string;
  /**
   * true: `npm run registries:generate` writes the Drizzle table from the fields
   * (server/db/schema/registries.generated.ts) — for a new registry whose table needs nothing the
   * fields do not say. Tables with their own indexes, checks or foreign keys stay hand-written.
   */
  generatedTable?: true;
  /**
   * The roles that may list, show and create and edit, when `permission` is a key of this
   * registry alone: `npm run registries:generate` writes its row of the permission table
   * (src/domain/registryPermissions.generated.ts). Rows with nuances stay in permissions.ts.
   */
  roles?: readonly Role[];
  fields: readonly FieldDefinition[];
  /** The field that names a record (titles, references, breadcrumbs). */
  recordRepresentation: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /**
   * The column tying a record to the caller's dealership: a user with a dealership sees, creates
   * and changes only its records, and the field is set by the server, not the form.
   */
  scope?: { concessionaria?: string };
  /** 'ativo': DELETE deactivates instead of removing (the spec keeps these records). */
  softDelete?: 'ativo';
  /**
   * A kind of staff account (table usuarios): the records are the users holding `role`; a new
   * one gets that role (and the nurse flags) and a first-access e-mail; deactivating one ends
   * its sessions at once. Users are never deleted (softDelete 'ativo').
   */
  usuario?: { role: string; enfermeiro?: true; enfermeiroExterno?: true };
  /**
   * Validity periods that may not overlap: two active records with the same `per` value (a
   * price table's plan) may not share a day between their `start` and `end` date fields (the end
   * optional, open-ended). The server refuses the write with 409 and names the other record.
   */
  exclusiveValidity?: { per: string; start: string; end: string };
  areas: Partial<Record<AreaId, AreaPlacement>>;
}

/** Identity function that checks a definition's type and keeps its literal types. */
export function defineResource<const T extends ResourceDefinition>(definition: T): T {
  return definition;
}

/** 'Novo Corretor', 'Nova Concessionária' (the screens: src/crud/rotulos.ts's rotuloNovo). */
export function createLabel(definition: ResourceDefinition): string {
  const { article, singular } = definition.label;
  return format(article === 'a' ? cadastros.novaA : cadastros.novoO, { singular });
}

/** The fields a form edits: never the dealership column of a scoped user. */
export function formFields(
  definition: ResourceDefinition,
  options: { scoped: boolean; mode: 'create' | 'edit' },
): FieldDefinition[] {
  return definition.fields.filter((field) => {
    if (field.readOnly) return false;
    if (options.scoped && field.source === definition.scope?.concessionaria) return false;
    return true;
  });
}

/** An area path with the record's id in place of ':id'. */
export function pathWithId(path: string, id: string | number): string {
  return path.replace(':id', encodeURIComponent(String(id)));
}
