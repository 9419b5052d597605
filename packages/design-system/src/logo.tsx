import { Box, useTheme } from '@mui/material';
import { LOGO_PATHS, PRODUCT_NAME } from '@dutylink/contracts';

export interface LogoProps {
  /** 'light' for dark backgrounds. */
  variant?: 'dark' | 'light';
  size?: 'small' | 'medium' | 'large';
}

const SIZES = { small: 20, medium: 28, large: 40 } as const;

/** A shield and the word mark; its accessible name is the product name. */
export function Logo({ variant = 'dark', size = 'medium' }: LogoProps) {
  const px = SIZES[size];
  const { primary } = useTheme().palette;
  // The shield takes the word mark's colour; its tick, the colour behind it.
  const [mark, tick] = variant === 'light' ? [primary.contrastText, primary.main] : [primary.main, primary.contrastText];
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: mark, fontWeight: 800, fontSize: px * 0.8, letterSpacing: '-0.02em', lineHeight: 1 }}
    >
      <svg aria-hidden="true" focusable="false" width={px} height={px} viewBox="0 0 24 24">
        <path d={LOGO_PATHS.shield} fill="currentColor" />
        <path d={LOGO_PATHS.tick} fill="none" stroke={tick} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </Box>
  );
}
