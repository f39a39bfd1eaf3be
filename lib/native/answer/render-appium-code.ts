/**
 * The Appium client call that uses an answer, in Java (java-client AppiumBy), Python
 * (Appium-Python-Client AppiumBy) and WebdriverIO selector syntax.
 */
import type { AppiumStrategy } from '../../locators/query.js';
import { quoteXPathString } from '../../locators/quote-string.js';
import { javaString } from '../evaluate/ui-selector.js';
import type { NativePlatform } from '../tree/native-tree.js';

export type AppiumLanguage = 'java' | 'python' | 'webdriverio';

/** Every language, in the order answers list them. */
export const APPIUM_LANGUAGES: readonly AppiumLanguage[] = ['java', 'python', 'webdriverio'];

const JAVA: Readonly<Record<AppiumStrategy, string>> = {
  id: 'id',
  'accessibility id': 'accessibilityId',
  xpath: 'xpath',
  'class name': 'className',
  name: 'name',
  '-android uiautomator': 'androidUIAutomator',
  '-ios predicate string': 'iOSNsPredicateString',
  '-ios class chain': 'iOSClassChain',
};

const PYTHON: Readonly<Record<AppiumStrategy, string>> = {
  id: 'ID',
  'accessibility id': 'ACCESSIBILITY_ID',
  xpath: 'XPATH',
  'class name': 'CLASS_NAME',
  name: 'NAME',
  '-android uiautomator': 'ANDROID_UIAUTOMATOR',
  '-ios predicate string': 'IOS_PREDICATE',
  '-ios class chain': 'IOS_CLASS_CHAIN',
};

function pythonString(value: string): string {
  return JSON.stringify(value);
}

function jsSingleQuoted(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/**
 * @example
 * renderAppiumCode('id', 'com.app:id/login') // driver.findElement(AppiumBy.id("com.app:id/login"))
 * renderAppiumCode('accessibility id', 'Log in', 'webdriverio') // $('~Log in')
 */
export function renderAppiumCode(
  strategy: AppiumStrategy,
  value: string,
  language: AppiumLanguage = 'java',
  platform: NativePlatform = 'android',
): string {
  if (language === 'java') return `driver.findElement(AppiumBy.${JAVA[strategy]}(${javaString(value)}))`;
  if (language === 'python')
    return `driver.find_element(AppiumBy.${PYTHON[strategy]}, ${pythonString(value)})`;
  switch (strategy) {
    case 'accessibility id':
      return `$(${jsSingleQuoted(`~${value}`)})`;
    case 'xpath':
      return `$(${jsSingleQuoted(value)})`;
    case '-android uiautomator':
      return `$(${jsSingleQuoted(`android=${value}`)})`;
    case '-ios predicate string':
      return `$(${jsSingleQuoted(`-ios predicate string:${value}`)})`;
    case '-ios class chain':
      return `$(${jsSingleQuoted(`-ios class chain:${value}`)})`;
    case 'id':
      // WebdriverIO has no bare id prefix: on Android the exact UiSelector is the documented
      // equivalent; on iOS (XCUITest) the id strategy reads `name`, which `~` (accessibility id) reads too.
      return platform === 'ios'
        ? `$(${jsSingleQuoted(`~${value}`)})`
        : `$(${jsSingleQuoted(`android=new UiSelector().resourceId(${javaString(value)})`)})`;
    case 'class name':
      return `$(${jsSingleQuoted(value)})`;
    case 'name':
      return `$(${jsSingleQuoted(`//*[@name=${quoteXPathString(value)}]`)})`;
  }
}

/**
 * The locator in every language, keyed by language.
 *
 * @example
 * renderAppiumCodeAlternatives('accessibility id', 'Log in', 'ios').python // driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Log in")
 */
export function renderAppiumCodeAlternatives(
  strategy: AppiumStrategy,
  value: string,
  platform: NativePlatform,
): Record<AppiumLanguage, string> {
  return {
    java: renderAppiumCode(strategy, value, 'java', platform),
    python: renderAppiumCode(strategy, value, 'python', platform),
    webdriverio: renderAppiumCode(strategy, value, 'webdriverio', platform),
  };
}
