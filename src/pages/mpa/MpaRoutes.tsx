import { CssBaseline, ThemeProvider } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import AcessoPage from './AcessoPage';
import AtendimentoPage from './AtendimentoPage';
import ConfirmacaoPage from './ConfirmacaoPage';
import DeclaracaoConcluidaPage from './DeclaracaoConcluidaPage';
import DeclaracaoPage from './DeclaracaoPage';
import SucessoPage from './SucessoPage';
import { seniorTheme } from './theme';

/**
 * The public applicant area, its own download (App.tsx loads it lazily): no react-admin, no
 * staff session; large type for senior readers.
 */
export default function MpaRoutes() {
  return (
    <ThemeProvider theme={seniorTheme}>
      <CssBaseline />
      <Routes>
        <Route index element={<AcessoPage />} />
        <Route path=":token" element={<AcessoPage />} />
        <Route path=":token/confirmacao" element={<ConfirmacaoPage />} />
        <Route path=":token/sucesso" element={<SucessoPage />} />
        <Route path=":token/declaracao" element={<DeclaracaoPage />} />
        <Route path=":token/declaracao/concluida" element={<DeclaracaoConcluidaPage />} />
        <Route path=":token/atendimento" element={<AtendimentoPage />} />
      </Routes>
    </ThemeProvider>
  );
}
