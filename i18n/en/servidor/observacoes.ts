import type { Catalog } from '../../catalog';

export const observacoes = {
  observacaoLonga: 'The observation must have at most %{maximo} characters.',
  setorResponsavelInvalido: 'Invalid responsible sector.',
  tipoObservacaoInvalido: 'Invalid remark type.',
  observacaoRegistradaSucesso: 'Remark recorded successfully!',
  observacaoVazia: 'The remark cannot be empty.',
  pendenciaNaoEncontrada: 'Pending issue not found.',
  pendenciaJaResolvida: 'This pending issue has already been resolved.',
  pendenciaResolvida: 'Recorded. The pending issue was resolved successfully.',
  resolucaoCurta: 'Enter a resolution of at least %{minimo} characters.',
  resolucaoLonga: 'The resolution must have at most %{maximo} characters.',
  pendenciaComResolucao: '%{observacao} — Resolution: %{resolucao}',
} satisfies Catalog['servidor']['observacoes'];
