/** Who is told what when a job, an application or a hire changes. */
export { noticeReactions } from './reactions';
export { datesText } from './texts';
export { sendDueApplicantDigests, type NoticeLinks } from './service';
