/**
 * GitHub Actions workflow commands (`::warning file=…,line=…,title=…::message`).
 * Escaping follows the runner's toolkit (actions/toolkit `command.ts`): in the message,
 * `%`, CR and LF; in property values, also `:` and `,`.
 */

/** Escapes a workflow command's message. */
export function escapeCommandData(value: string): string {
  return value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** Escapes a workflow command property value (file, title…). */
export function escapeCommandProperty(value: string): string {
  return escapeCommandData(value).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

export interface WorkflowAnnotation {
  readonly level: 'warning' | 'notice' | 'error';
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly title?: string;
}

/**
 * Formats one annotation command line.
 *
 * @example
 * formatWorkflowAnnotation({ level: 'warning', file: 'specs/a.spec.ts', line: 3, title: 'healed', message: 'a → b' });
 * // '::warning file=specs/a.spec.ts,line=3,title=healed::a → b'
 */
export function formatWorkflowAnnotation(annotation: WorkflowAnnotation): string {
  const properties: string[] = [];
  if (annotation.file !== undefined) properties.push(`file=${escapeCommandProperty(annotation.file)}`);
  if (annotation.line !== undefined) properties.push(`line=${annotation.line}`);
  if (annotation.column !== undefined) properties.push(`col=${annotation.column}`);
  if (annotation.title !== undefined) properties.push(`title=${escapeCommandProperty(annotation.title)}`);
  const head = properties.length ? `${annotation.level} ${properties.join(',')}` : annotation.level;
  return `::${head}::${escapeCommandData(annotation.message)}`;
}
