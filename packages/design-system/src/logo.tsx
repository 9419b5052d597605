import { Box, useTheme } from '@mui/material';
import { PRODUCT_NAME } from '@dutylink/contracts';

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
        <path d="M12 1.5 3.5 4.8v6.1c0 5.3 3.6 10.1 8.5 11.6 4.9-1.5 8.5-6.3 8.5-11.6V4.8L12 1.5z" fill="currentColor" />
        <path d="m7.8 12.2 2.9 2.9 5.6-5.8" fill="none" stroke={tick} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </Box>
  );
}
