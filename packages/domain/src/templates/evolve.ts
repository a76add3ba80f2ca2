import { assertNever } from '../shared/index.js';
import type { TemplateEvent, TemplateField } from './events.js';

export type TemplateState =
  | { exists: false }
  | {
      exists: true;
      templateId: string;
      name: string;
      teamIds: string[];
      fields: TemplateField[];
      deleted: boolean;
    };

export const initialTemplateState: TemplateState = { exists: false };

export function evolveTemplate(state: TemplateState, event: TemplateEvent): TemplateState {
  switch (event.type) {
    case 'TemplateCreated':
      return { exists: true, ...event.data, deleted: false };
    case 'TemplateUpdated':
      return state.exists ? { ...state, ...event.data } : state;
    case 'TemplateDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    default:
      return assertNever(event);
  }
}
