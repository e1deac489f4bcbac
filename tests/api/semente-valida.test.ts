import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/domain/permissions';
import { RESOURCES } from '../../src/registries/registry';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every demo record passes the rules it is edited under (issue 39, item 15): a person who opens a
 * seeded broker, dealership, plan or user and saves it unchanged must not meet 'Nome: Informe
 * somente letras…' for data the product itself wrote. Each declared resource's records are read
 * and saved back untouched, as react-admin's edit form sends them, by a role that may edit them.
 */
const DEMO_ACCOUNTS = [
  'admin',
  'gestorcomercial',
  'gestorcomercialpme',
  'gestorcontratos',
  'gestorcallcenter',
  'gestorsaude',
  'supervisor',
];
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

let t: TestApp;
let as: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(async () => t.close());

const editable = RESOURCES.map((resource) => {
  const roles = PERMISSIONS[resource.permission]?.edit ?? [];
  const account = DEMO_ACCOUNTS.find((username) =>
    roles.some((role) => role.toLowerCase() === username),
  );
  return { resource, account };
}).filter((entry): entry is { resource: (typeof RESOURCES)[number]; account: string } =>
  Boolean(entry.account),
);

describe('the demo data passes its own validation', () => {
  it('finds editable resources with seeded records (the sweep covers something)', async () => {
    expect(editable.map((e) => e.resource.name)).toEqual(
      expect.arrayContaining(['corretores', 'concessionarias']),
    );
  });

  it.each(editable.map((e) => [e.resource.name, e.account] as const))(
    '%s: every seeded record saved unchanged by %s is accepted',
    async (name, account) => {
      const list = await as(account).get(`/api/${name}?range=${q([0, 999])}`);
      expect(list.statusCode).toBe(200);
      const refused: string[] = [];
      for (const { id } of list.json().data as { id: number }[]) {
        const record = (await as(account).get(`/api/${name}/${id}`)).json().data;
        const saved = await as(account).put(`/api/${name}/${id}`, record);
        if (saved.statusCode !== 200) {
          refused.push(
            `${name} ${id}: ${JSON.stringify(saved.json().errors ?? saved.json().messages)}`,
          );
        }
      }
      expect(refused).toEqual([]);
    },
  );
});
