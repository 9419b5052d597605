/*
 * The job editor's refusals (issue 36), apart from the job schemas: the API client reads them on the shell's
 * first render (employerApi.editable), and a module with yup schemas there would pull yup, a shared module
 * loaded later, into the shell's first script (Module Federation RUNTIME-006).
 */

/** The server's 403 titles of a new job without a subscription or without posts left (jobMessages names them too). */
export const SUBSCRIPTION_REQUIRED_TITLE = 'A subscription is required for job posts';
export const NO_POSTS_REMAINING_TITLE = 'You have no posts remaining in this billing period';

/** Where more posts come from, beside 'You have 0 posts remaining' (docs/decisions/posts-remaining.md). */
export const NO_POSTS_LEFT_HELP = 'New posts come with your next billing period; deleting or closing a job does not give its post back.';

/**
 * Why the job editor cannot open a new job (issue 36): the server's 403 refusals of GET
 * employers/jobs/getEditable, which the editor explains with the way to the Subscription page instead
 * of a toast and a Retry that could only fail again.
 */
export type JobEditorRefusal = 'noSubscription' | 'noPostsRemaining';

export const JOB_EDITOR_REFUSALS: Record<JobEditorRefusal, { title: string; text: string }> = {
  noSubscription: {
    title: SUBSCRIPTION_REQUIRED_TITLE,
    text: 'Job posts come with a subscription. Choose a plan on the Subscription page, then create your job.',
  },
  noPostsRemaining: {
    title: NO_POSTS_REMAINING_TITLE,
    text: `${NO_POSTS_LEFT_HELP} See your plan on the Subscription page.`,
  },
};

/** The refusal a 403 title of getEditable stands for; undefined for any other answer. */
export function jobEditorRefusalOf(status: number, title: string): JobEditorRefusal | undefined {
  if (status !== 403) return undefined;
  return (Object.keys(JOB_EDITOR_REFUSALS) as JobEditorRefusal[]).find((refusal) => JOB_EDITOR_REFUSALS[refusal].title === title);
}

