/** The cabinet's own models: the form schema and the mapping to a model definition. */
import { z } from 'zod';
import { boundedText, type DocumentModel } from 'shared-data';
import { checkTemplate } from './fill.ts';
import type { ModelDefinition } from './templates.ts';

export const customModelSchema = z
  .object({
    name: boundedText('title').min(1, 'Donnez un nom au modèle.'),
    description: boundedText('summary'),
    template: boundedText('document').min(1, 'Écrivez le texte du modèle.'),
  })
  .superRefine((values, ctx) => {
    const { errors, fields } = checkTemplate(values.template);
    if (errors.length) ctx.addIssue({ code: 'custom', path: ['template'], message: errors.join(' ') });
    else if (values.template.trim() && fields.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: 'Le modèle ne contient aucun champ : ajoutez-en, par exemple {{client.nom}}.',
      });
  });
export type CustomModelValues = z.infer<typeof customModelSchema>;

export const emptyCustomModel = (): CustomModelValues => ({
  name: '',
  description: '',
  template: 'Objet : {{dossier.titre}} (réf. {{dossier.reference}})\n\nMadame, Monsieur,\n\n',
});

export function toCustomModelRecord(
  values: CustomModelValues,
): Pick<DocumentModel, 'name' | 'description' | 'template' | 'customFields'> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    template: values.template.trim(),
    customFields: checkTemplate(values.template).unknown,
  };
}

export function definitionFromCustom(id: string, model: DocumentModel): ModelDefinition {
  return {
    id,
    name: model.name,
    description: model.description,
    template: model.template,
    ownFields: model.customFields.map((name) => ({ name, label: name, default: '', multiline: true })),
    builtIn: false,
  };
}
