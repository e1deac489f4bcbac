import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** A password input with the show/hide toggle of the login screen. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(
  function PasswordField(props, ref) {
    const translate = useTranslate();
    const [shown, setShown] = useState(false);
    const label = translate(shown ? 'app.login.hide_password' : 'app.login.show_password');
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={shown ? 'text' : 'password'}
        variant="outlined"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={label}
                  title={label}
                  onClick={() => setShown((s) => !s)}
                  edge="end"
                >
                  {shown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
