import { useState } from 'react';
import { employerApi, reads, toast, useRead } from '@dutylink/api-client';
import type { EmployerNoticeSettings } from '@dutylink/contracts';

/**
 * The company's notification settings (issues 17 and 36), saved a choice at a time: the choice being saved shows at
 * once, then what the server has (the save reads it again); a save says `saved` (a refusal's toast is the API
 * client's). `settings` is null until read.
 */
export function useNoticeSettings(saved: string) {
  const notices = useRead(reads.employer.notices());
  const [saving, setSaving] = useState<EmployerNoticeSettings | null>(null);
  const settings = saving ?? (notices.status === 'ready' ? notices.data : null);
  const choose = async (change: Partial<EmployerNoticeSettings>) => {
    if (!settings) return;
    const next = { ...settings, ...change };
    setSaving(next);
    if (await employerApi.saveNotices(next)) toast.success(saved);
    setSaving(null);
  };
  return { settings, saving: saving !== null, choose };
}
