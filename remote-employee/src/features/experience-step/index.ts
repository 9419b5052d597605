export { ExperienceStepPage } from './experience-step-page';
