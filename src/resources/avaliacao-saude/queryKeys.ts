export const propostaEnfermagemKey = (id: number) => ['proposta-enfermagem', id] as const;
export const pecFastKey = (id: number) => ['pecfast', id] as const;
