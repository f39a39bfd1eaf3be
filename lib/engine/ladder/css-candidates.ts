/**
 * CSS selectors for one element, most stable first, built only from its stable facts. Used for
 * Playwright CSS rungs, Selenium CSS answers, and every segment of a Selenium shadow chain (where
 * each segment only needs to be unique inside its own root).
 */
import type { WebElement } from '../web/index.js';
import { MAX_SEMANTIC_CLASSES } from '../weights.js';
import { cssAttribute, escapeCssIdentifier } from './css-text.js';
import type { StableFacts } from './stable-facts.js';

export type CssRung = 'test-id' | 'id' | 'attribute' | 'semantic-class' | 'tag';

export interface CssCandidate {
  readonly rung: CssRung;
  readonly selector: string;
  /** For an attribute candidate: which attribute it selects by. */
  readonly attribute?: string;
}

function tagOf(element: WebElement): string {
  return element.namespace === 'html' ? element.tag : `*`;
}

/** Candidate selectors for `element` alone (no ancestors), most stable first. */
export function cssCandidates(
  element: WebElement,
  facts: StableFacts,
  options: { includeBareTag: boolean },
): CssCandidate[] {
  const tag = tagOf(element);
  const out: CssCandidate[] = [];
  if (facts.testId)
    out.push({ rung: 'test-id', selector: cssAttribute(facts.testId.attribute, facts.testId.value) });
  if (facts.id !== undefined) out.push({ rung: 'id', selector: `#${escapeCssIdentifier(facts.id)}` });
  for (const attribute of facts.attributes) {
    if (attribute.name === 'type') continue;
    out.push({
      rung: 'attribute',
      selector: `${tag}${cssAttribute(attribute.name, attribute.value)}`,
      attribute: attribute.name,
    });
  }
  const type = facts.attributes.find((attribute) => attribute.name === 'type');
  if (facts.classes.length > 0) {
    const classes = facts.classes.slice(0, MAX_SEMANTIC_CLASSES).map((cls) => `.${escapeCssIdentifier(cls)}`);
    out.push({ rung: 'semantic-class', selector: `${tag}${classes[0]}` });
    if (classes.length > 1) out.push({ rung: 'semantic-class', selector: `${tag}${classes.join('')}` });
    // Every stable class, when the first two are shared by variants (`a.btn-info.btn-round.btn-lg`
    // beside its small and default sizes): the last class rung tried.
    if (facts.classes.length > MAX_SEMANTIC_CLASSES)
      out.push({
        rung: 'semantic-class',
        selector: `${tag}${facts.classes.map((cls) => `.${escapeCssIdentifier(cls)}`).join('')}`,
      });
  }
  for (const attribute of facts.dataAttributes)
    out.push({
      rung: 'attribute',
      selector: `${tag}${cssAttribute(attribute.name, attribute.value)}`,
      attribute: attribute.name,
    });
  // A choice's value, after every name the team gave it: `input[value="three"]` when its label
  // is shared or gone.
  if (facts.choiceValue !== undefined)
    out.push({
      rung: 'attribute',
      selector: `${tag}${cssAttribute('value', facts.choiceValue)}`,
      attribute: 'value',
    });
  if (type)
    out.push({ rung: 'attribute', selector: `${tag}${cssAttribute('type', type.value)}`, attribute: 'type' });
  if (options.includeBareTag && tag !== '*') out.push({ rung: 'tag', selector: tag });
  return out;
}
