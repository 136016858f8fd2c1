/** A legal text: numbered chapters of paragraphs (a paragraph starting with "（" or a digit is a list item). */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDoc {
  title: string;
  /** 更新日期 / 生效日期 (YYYY 年 M 月 D 日). */
  updated: string;
  effective: string;
  /** Paragraphs before the first chapter (shown in bold where the law asks for emphasis). */
  preamble: readonly string[];
  sections: readonly LegalSection[];
}

export type LegalDocName = 'networkProtocol' | 'privacyStatement';
