/** The site-analytics projector's table, as queries read it. */
export interface ButtonClickCountRow {
  /** `<day>|<button_name>` */
  day_button: string;
  day: string;
  button_name: string;
  clicks: number;
  position: string;
}

export interface SiteAnalyticsReadModels {
  site_button_clicks: ButtonClickCountRow;
}
