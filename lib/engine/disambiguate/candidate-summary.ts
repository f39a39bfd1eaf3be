/**
 * Compact, redacted summaries of shortlisted candidates: what refusals name and what the model
 * sees. Never the page source — role, accessible name, a few key attributes, short text, the
 * section and a short path; values a user typed (input values, passwords) are never included.
 */
import type { ScoredCandidate } from '../shortlist/shortlist.js';
import type { CandidateSummary } from '../types.js';

const SUMMARY_ATTRIBUTES = [
  'id',
  'data-testid',
  'data-test',
  'data-qa',
  'data-cy',
  'name',
  'type',
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'href',
];
const MAX_VALUE_CHARS = 60;

function clip(value: string, max = MAX_VALUE_CHARS): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Last few path segments: enough to tell neighbours apart, short enough to read. */
function shortPath(path: string): string {
  const parts = path.split('/');
  return parts.length > 6 ? `…/${parts.slice(-5).join('/')}` : path;
}

/** The CandidateSummary of one scored candidate. */
export function summarizeCandidate(candidate: ScoredCandidate, index: number): CandidateSummary {
  const { element, section } = candidate.profile;
  const name = clip(element.name);
  return {
    index,
    score: Math.round(candidate.score * 100) / 100,
    tag: element.tag,
    ...(element.role ? { role: element.role } : {}),
    ...(name ? { name } : {}),
    ...(section.label ? { section: clip(section.label, 100) } : {}),
    path: element.path,
  };
}

/** One line per candidate for the model: `[2] <button> role=button name="Delete" in card "Backpack" id=… text="…" path=…/3/1`. */
export function promptLine(candidate: ScoredCandidate, index: number): string {
  const { element, section } = candidate.profile;
  const parts = [`[${index}]`, `<${element.tag}>`];
  if (element.role) parts.push(`role=${element.role}`);
  const name = clip(element.name);
  if (name) parts.push(`name=${JSON.stringify(name)}`);
  // "under heading …" reads on its own; other sections are "in card …", "in navigation".
  if (section.label)
    parts.push(`${section.label.startsWith('under ') ? '' : 'in '}${clip(section.label, 100)}`);
  if (section.landmark && !section.label?.startsWith(section.landmark.role))
    parts.push(`landmark=${section.landmark.role}`);
  const isSecret = element.attributes.type === 'password';
  for (const attribute of SUMMARY_ATTRIBUTES) {
    const value = element.attributes[attribute];
    if (value === undefined || value === '') continue;
    parts.push(`${attribute}=${JSON.stringify(clip(value))}`);
  }
  const text = isSecret ? '' : clip(element.text, 80);
  if (text && text !== name) parts.push(`text=${JSON.stringify(text)}`);
  parts.push(`path=${shortPath(element.path)}`);
  return parts.join(' ');
}
