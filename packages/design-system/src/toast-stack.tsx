import { useEffect, useRef } from 'react';
import { Box, Button, styled } from '@mui/material';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useToasts, type Toast } from '@dutylink/api-client';

function ToastContent({ toast }: { toast: Toast }) {
  // With no errors map, spec section 8 makes the title the message too: show that line once.
  const showMessage = !toast.title || toast.message !== toast.title;
  return (
    <Box sx={{ whiteSpace: 'pre-line', maxWidth: 420 }}>
      {toast.title && <Box sx={{ fontWeight: 700 }}>{toast.title}</Box>}
      {showMessage && <Box>{toast.message}</Box>}
    </Box>
  );
}

/** Shows the api-client toast store with notistack; a toast leaves the store once it has closed. */
function ToastBridge() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<number>());

  useEffect(() => {
    const current = new Set(toasts.map((t) => t.id));
    for (const t of toasts) {
      if (shown.current.has(t.id)) continue;
      shown.current.add(t.id);
      enqueueSnackbar(<ToastContent toast={t} />, {
        key: t.id,
        variant: t.kind,
        autoHideDuration: t.durationMs,
        onExited: () => dismiss(t.id),
        action: (key) => (
          <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
            Dismiss
          </Button>
        ),
      });
    }
    for (const id of shown.current) {
      if (!current.has(id)) {
        shown.current.delete(id);
        closeSnackbar(id);
      }
    }
  }, [toasts, dismiss, enqueueSnackbar, closeSnackbar]);

  return null;
}

/** notistack's own success (#43a047), info and warning backgrounds are below 4.5:1 with white text: the theme's. */
const ToastContentBox = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
}));

const toastComponents = { default: ToastContentBox, success: ToastContentBox, error: ToastContentBox, info: ToastContentBox, warning: ToastContentBox };

/** The toasts, shown by notistack (loaded with the first toast: toaster.tsx). */
export default function ToastStack() {
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} Components={toastComponents}>
      <ToastBridge />
    </SnackbarProvider>
  );
}
