/**
 * Small page sources written from the documented Appium formats, so the native specs pass on a
 * fresh clone without the corpus: Android UiAutomator2 (class-named tags), `uiautomator dump`
 * (`<node>` tags), iOS XCUITest, and React Native on both.
 */

const androidAttrs = (extra: string) =>
  `package="com.shop.app" checkable="false" checked="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" displayed="true" ${extra}`;

/** A native Android checkout screen (UiAutomator2 page source). */
export const ANDROID_SHOP = `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
  <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" resource-id="" content-desc="" clickable="false" bounds="[0,0][1080,2340]" ${androidAttrs('')}>
    <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" text="" resource-id="com.shop.app:id/product_card" content-desc="" clickable="false" bounds="[0,100][1080,900]" ${androidAttrs('')}>
      <android.widget.TextView index="0" class="android.widget.TextView" text="Sauce Labs Backpack" resource-id="com.shop.app:id/product_title" content-desc="" clickable="false" bounds="[40,120][1040,200]" ${androidAttrs('')}/>
      <android.widget.TextView index="1" class="android.widget.TextView" text="$29.99" resource-id="com.shop.app:id/product_price" content-desc="" clickable="false" bounds="[40,220][400,300]" ${androidAttrs('')}/>
      <android.widget.Button index="2" class="android.widget.Button" text="Add to cart" resource-id="com.shop.app:id/add_to_cart" content-desc="" clickable="true" bounds="[40,320][1040,440]" ${androidAttrs('')}/>
      <android.widget.ImageButton index="3" class="android.widget.ImageButton" text="" resource-id="" content-desc="Add to wishlist" clickable="true" bounds="[900,120][1040,200]" ${androidAttrs('')}/>
    </android.widget.LinearLayout>
    <android.widget.LinearLayout index="1" class="android.widget.LinearLayout" text="" resource-id="com.shop.app:id/recommendations" content-desc="" clickable="false" bounds="[0,900][1080,1500]" ${androidAttrs('')}>
      <android.widget.TextView index="0" class="android.widget.TextView" text="Bike Light" resource-id="" content-desc="" clickable="false" bounds="[40,920][1040,1000]" ${androidAttrs('')}/>
      <android.widget.Button index="1" class="android.widget.Button" text="Add to cart" resource-id="" content-desc="" clickable="true" bounds="[40,1020][1040,1140]" ${androidAttrs('')}/>
      <android.widget.ImageView index="2" class="android.widget.ImageView" text="" resource-id="" content-desc="" clickable="false" bounds="[40,1160][300,1400]" ${androidAttrs('')}/>
    </android.widget.LinearLayout>
    <android.widget.EditText index="2" class="android.widget.EditText" text="jane@example.com" resource-id="com.shop.app:id/email" content-desc="" clickable="true" bounds="[40,1600][1040,1700]" ${androidAttrs('')}/>
    <android.widget.Button index="3" class="android.widget.Button" text="Checkout" resource-id="com.shop.app:id/checkout" content-desc="Proceed to checkout" clickable="true" bounds="[40,2000][1040,2120]" ${androidAttrs('')}/>
  </android.widget.FrameLayout>
</hierarchy>`;

/** The same kind of screen as a raw `uiautomator dump` (`<node>` tags). */
export const ANDROID_DUMP = `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.mail.app" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2340]"><node index="0" text="Inbox" resource-id="com.mail.app:id/toolbar_title" class="android.widget.TextView" package="com.mail.app" content-desc="" clickable="false" enabled="true" bounds="[40,60][600,140]" /><node index="1" text="" resource-id="com.mail.app:id/compose_fab" class="android.widget.ImageButton" package="com.mail.app" content-desc="Compose" clickable="true" enabled="true" bounds="[880,2100][1040,2260]" /><node index="2" text="Archive" resource-id="" class="android.widget.Button" package="com.mail.app" content-desc="" clickable="true" enabled="true" bounds="[40,200][400,300]" /></node></hierarchy>`;

/** A native iOS settings screen (XCUITest page source). */
export const IOS_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<AppiumAUT>
  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
      <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Product" enabled="true" visible="true" accessible="false" x="0" y="47" width="390" height="44">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" enabled="true" visible="true" accessible="true" x="0" y="47" width="80" height="44"/>
        </XCUIElementTypeNavigationBar>
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Sauce Labs Backpack" label="Sauce Labs Backpack" value="Sauce Labs Backpack" enabled="true" visible="true" accessible="true" x="16" y="100" width="300" height="24"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="add-to-cart" label="Add to cart" enabled="true" visible="true" accessible="true" x="16" y="140" width="358" height="44"/>
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="recommendation-bike-light" enabled="true" visible="true" accessible="false" x="0" y="200" width="390" height="80">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Bike Light" label="Bike Light" value="Bike Light" enabled="true" visible="true" accessible="true" x="16" y="210" width="200" height="24"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Add to cart" enabled="true" visible="true" accessible="true" x="16" y="240" width="358" height="30"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="jane@example.com" enabled="true" visible="true" accessible="true" x="16" y="300" width="358" height="44"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Checkout" label="Checkout" enabled="true" visible="true" accessible="true" x="16" y="400" width="358" height="44"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Hidden help" label="Hidden help" enabled="true" visible="false" accessible="true" x="16" y="900" width="358" height="44"/>
      </XCUIElementTypeOther>
    </XCUIElementTypeWindow>
  </XCUIElementTypeApplication>
</AppiumAUT>`;

const rnAttrs = (extra: string) =>
  `package="com.rnshop" checkable="false" checked="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" displayed="true" ${extra}`;

/** React Native on Android: testIDs as bare resource-ids, pressables wrapping text views. */
export const RN_ANDROID = `<?xml version="1.0" encoding="UTF-8"?>
<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
  <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" resource-id="android:id/content" content-desc="" clickable="false" bounds="[0,0][1080,2340]" ${rnAttrs('')}>
    <android.view.ViewGroup index="0" class="android.view.ViewGroup" text="" resource-id="" content-desc="" clickable="false" bounds="[0,0][1080,2340]" ${rnAttrs('')}>
      <android.view.ViewGroup index="0" class="android.view.ViewGroup" text="" resource-id="login-button" content-desc="" clickable="true" bounds="[40,100][1040,220]" ${rnAttrs('')}>
        <android.widget.TextView index="0" class="android.widget.TextView" text="Log in" resource-id="" content-desc="" clickable="false" bounds="[400,130][680,190]" ${rnAttrs('')}/>
      </android.view.ViewGroup>
      <android.view.ViewGroup index="1" class="android.view.ViewGroup" text="" resource-id="" content-desc="Open settings" clickable="true" bounds="[40,260][1040,380]" ${rnAttrs('')}>
        <android.widget.TextView index="0" class="android.widget.TextView" text="Settings" resource-id="" content-desc="" clickable="false" bounds="[400,290][680,350]" ${rnAttrs('')}/>
      </android.view.ViewGroup>
      <android.view.ViewGroup index="2" class="android.view.ViewGroup" text="" resource-id="" content-desc="" clickable="true" bounds="[40,420][1040,540]" ${rnAttrs('')}>
        <android.widget.TextView index="0" class="android.widget.TextView" text="Add to" resource-id="" content-desc="" clickable="false" bounds="[300,450][520,510]" ${rnAttrs('')}/>
        <android.widget.TextView index="1" class="android.widget.TextView" text="cart" resource-id="" content-desc="" clickable="false" bounds="[530,450][700,510]" ${rnAttrs('')}/>
      </android.view.ViewGroup>
      <android.widget.TextView index="3" class="android.widget.TextView" text="Welcome back" resource-id="" content-desc="" clickable="false" bounds="[40,600][1040,680]" ${rnAttrs('')}/>
      <android.view.ViewGroup index="4" class="android.view.ViewGroup" text="" resource-id="" content-desc="" clickable="true" bounds="[900,700][1040,840]" ${rnAttrs('')}>
        <android.view.ViewGroup index="0" class="android.view.ViewGroup" text="" resource-id="" content-desc="" clickable="false" bounds="[930,730][1010,810]" ${rnAttrs('')}/>
      </android.view.ViewGroup>
      <android.view.ViewGroup index="5" class="android.view.ViewGroup" text="" resource-id="" content-desc="" clickable="false" bounds="[40,900][1040,1000]" ${rnAttrs('')}/>
    </android.view.ViewGroup>
  </android.widget.FrameLayout>
</hierarchy>`;

/** React Native on iOS: nested XCUIElementTypeOther whose names concatenate their children. */
export const RN_IOS = `<?xml version="1.0" encoding="UTF-8"?>
<AppiumAUT>
  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="RNShop" label="RNShop" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="812">
    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="812">
      <XCUIElementTypeOther type="XCUIElementTypeOther" name="Log in Open settings Welcome back" label="Log in Open settings Welcome back" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="812">
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="Log in Open settings Welcome back" label="Log in Open settings Welcome back" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="812">
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="login-button" label="Log in" enabled="true" visible="true" accessible="true" x="16" y="100" width="343" height="44"/>
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="Open settings" label="Open settings" enabled="true" visible="true" accessible="true" x="16" y="160" width="343" height="44"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Welcome back" label="Welcome back" value="Welcome back" enabled="true" visible="true" accessible="true" x="16" y="220" width="343" height="24"/>
          <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="16" y="260" width="80" height="80">
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="20" y="264" width="60" height="60"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeOther>
      </XCUIElementTypeOther>
    </XCUIElementTypeWindow>
  </XCUIElementTypeApplication>
</AppiumAUT>`;

/** Corpus directory from HEALWRIGHT_CORPUS (default ../shared/corpus relative to the repo). */
export function corpusDirectory(): string {
  return process.env.HEALWRIGHT_CORPUS ?? new URL('../../../shared/corpus', import.meta.url).pathname;
}
