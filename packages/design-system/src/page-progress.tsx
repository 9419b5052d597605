import { Box, keyframes, styled } from '@mui/material';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring on the divider's grey, its top quarter in the brand's navy (the shell's page draws the same one while it starts). */
const Ring = styled('span')(({ theme }) => ({
  width: 32,
  height: 32,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `3px solid ${theme.palette.divider}`,
  borderTopColor: theme.palette.primary.main,
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
}));

/** The loading indicator of pages and areas. */
export function PageProgress({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 160, flex: 1 }}>
      <Ring />
    </Box>
  );
}
