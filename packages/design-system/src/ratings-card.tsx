import { useId } from 'react';
import { Box, Card, CardContent, Typography, Rating } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { formatDay, formatRatingSummary, RATINGS_TITLE } from '@dutylink/contracts';
import { ReadStatus } from './read-status';

/**
 * Issue 21: the ratings the other side gave the signed-in officer or employer, their average and each
 * with its stars, comment, job and day, never the rater's name. `hint` says so to the reader.
 */
export function RatingsCard({ hint }: { hint: string }) {
  const id = useId();
  const state = useRead(reads.reliability.ratings());
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {RATINGS_TITLE}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
        <ReadStatus state={state} label="ratings" />
        {state.status === 'ready' && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{formatRatingSummary(state.data)}</Typography>
            {state.data.ratings.length > 0 && (
              <Box component="ul" aria-label={RATINGS_TITLE} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
                {state.data.ratings.map((rating, index) => (
                  <Box component="li" key={index} sx={{ py: 1, overflowWrap: 'anywhere' }}>
                    <Rating value={rating.stars} readOnly size="small" aria-label={`${rating.stars} of 5 stars`} />
                    {rating.comment && <Typography>{rating.comment}</Typography>}
                    <Typography variant="body2" color="textSecondary">{`${rating.title} · ${formatDay(rating.day)}`}</Typography>
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
