import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { usePageTitle } from '../../components/layout/PageTitle';
import { useErrorNotice } from '../../components/useErrorNotice';
import { isCpf, MESSAGES } from '../../domain';
import type { TitularDataProvider } from '../../providers/titularDataProvider';
import { MASKS, MaskedInput } from '../../components/MaskedInput';
import { localized, textsOf } from '../../providers/i18nProvider';

/**
 * exportacao-titular (LGPD art. 18): the administrator types a CPF and downloads everything the
 * product holds about that person, as a ZIP with a JSON and a PDF. The server logs each export.
 */
export function ExportacaoTitularPage() {
  const t = textsOf('titular');
  const title = usePageTitle();
  const onError = useErrorNotice();
  const dataProvider = useDataProvider<TitularDataProvider>();
  const [cpf, setCpf] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [arquivo, setArquivo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function exportar(event: FormEvent) {
    event.preventDefault();
    const digits = cpf.replace(/\D/g, '');
    const problema =
      digits.length !== 11 ? MESSAGES.cpfLength : isCpf(digits) ? null : MESSAGES.cpfInvalid;
    setErro(problema);
    if (problema) return;
    setBusy(true);
    try {
      const blob = await dataProvider.exportarTitular(digits);
      if (arquivo) URL.revokeObjectURL(arquivo);
      setArquivo(URL.createObjectURL(blob));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent component="form" onSubmit={exportar} noValidate>
          <Stack spacing={2}>
            <Typography>{t('explicacao')}</Typography>
            <TextField
              label={t('cpf')}
              value={cpf}
              onChange={(event) => {
                setCpf(event.target.value);
                setArquivo(null);
              }}
              error={Boolean(erro)}
              helperText={localized(erro ?? undefined) ?? ' '}
              slotProps={{
                input: { inputComponent: MaskedInput as never, inputProps: { mask: MASKS.cpf } },
              }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? t('exportando') : t('exportar')}
              </Button>
            </Box>
            {arquivo ? (
              <Alert
                severity="success"
                action={
                  <Button
                    href={arquivo}
                    download="dados-do-titular.zip"
                    startIcon={<DownloadIcon />}
                    color="inherit"
                  >
                    {t('baixar')}
                  </Button>
                }
              >
                {t('pronta')}
              </Alert>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
