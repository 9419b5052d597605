import * as yup from 'yup';
import { messages } from '../messages';

/** POST rosters/officers/{id}/favourite. */
export const favouriteSchema = yup.object({ favourite: yup.boolean().typeError(messages.required).required(messages.required) });

/** POST rosters/officers/{id}/block and rosters/companies/{id}/block. */
export const blockSchema = yup.object({ blocked: yup.boolean().typeError(messages.required).required(messages.required) });
