import { post, put } from '../../api/request';

/** Saves the values of a form to `url`: an edited row with PUT, a new one with POST. */
export const saveRow = (url: string, editing: boolean, values: unknown) => (editing ? put(url, values) : post(url, values));
