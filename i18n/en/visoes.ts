import type { Catalog } from '../catalog';

export const visoes = {
  botao: 'Views',
  menu: 'Saved views',
  nenhuma: 'No saved view for this list.',
  salvar_atual: 'Save the current view…',
  salvar_titulo: 'Save view',
  nome: 'View name',
  nome_obrigatorio: 'Enter the name of the view.',
  compartilhar: 'Share with the area (everyone who uses this area may open it)',
  salva: 'View "%{nome}" saved.',
  aplicada: 'View "%{nome}" applied.',
  pessoal: 'Personal',
  compartilhada_por_mim: 'Shared with the area',
  compartilhada_por: 'Shared by %{autor}',
  excluir: 'Delete the view %{nome}',
  excluir_titulo: 'Delete view',
  excluir_pergunta: 'Delete the view "%{nome}"? Whoever uses it will no longer see it.',
  excluida: 'View "%{nome}" deleted.',
} satisfies Catalog['visoes'];
