export { SendSmsDialog } from './send-sms-dialog';
