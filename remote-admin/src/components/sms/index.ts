export { SendSmsDialog, smsSentText } from './send-sms-dialog';
export type { SendSmsDialogProps } from './send-sms-dialog';
