export {
  getTemplates,
  templatesQueryKey,
  templatesQueryOptions,
  useTemplates,
} from './api/get-templates';
export { saveTemplate, useSaveTemplate, type SaveTemplateVariables } from './api/save-template';
export { deleteTemplate, useDeleteTemplate } from './api/delete-template';
export { TemplatesAccordion } from './components/templates-accordion';
