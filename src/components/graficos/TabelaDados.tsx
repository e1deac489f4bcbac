import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface DadosTabela {
  /** Column headers; the first names the rows, the others hold numbers. */
  colunas: string[];
  /** One row per bar (or group of bars): its name, then its numbers. */
  linhas: { rotulo: string; valores: number[] }[];
}

const numberFormat = new Intl.NumberFormat('pt-BR');

/**
 * A chart's numbers as a table (its text alternative, WCAG 1.1.1): what a bar's length only
 * suggests, a person reads here exactly, and a screen reader reads at all.
 */
export function TabelaDados({ titulo, dados }: { titulo: string; dados: DadosTabela }) {
  const [nomeLinhas, ...numericas] = dados.colunas;
  return (
    <TableContainer>
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {nomeLinhas}
            </TableCell>
            {numericas.map((coluna) => (
              <TableCell key={coluna} component="th" scope="col" align="right">
                {coluna}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {dados.linhas.map((linha) => (
            <TableRow key={linha.rotulo}>
              <TableCell component="th" scope="row">
                {linha.rotulo}
              </TableCell>
              {linha.valores.map((valor, i) => (
                <TableCell key={numericas[i] ?? i} align="right">
                  {numberFormat.format(valor)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
