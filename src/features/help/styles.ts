/** The help centre's styled parts: the page grid, the side list, the search form, the groups and articles. */
import styled from 'styled-components';
import { controlReset, vars } from '../../ui/theme';
import { SidePanel } from '../shared/layout';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

/** Lines of the side panel (px): a category or link row's text, and the contact box's lines. */
export const SIDE_LINE = 22;
/** How many category rows the side panel's skeleton has (the seeded help has six categories). */
export const CATEGORY_ROWS = 6;
/** The strip of category chips on a narrow screen (px): 8 px padding, a chip (1 + 6 + 22 + 6 + 1), 8 px padding. */
export const CHIP_STRIP = 8 + 36 + 8;

/*
 * Every line has a fixed height, so the skeletons before the articles and the contact details arrive have the boxes
 * of what replaces them. On a narrow screen the panel is above the articles: its categories are one strip of chips
 * (scrolled sideways) and the contact box has its lines' height, so the articles never move when it loads.
 */
export const Side = styled(SidePanel)`
  position: sticky;
  top: 16px;
  button,
  a {
    ${controlReset}
    box-sizing: border-box;
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 8px 16px;
    font-size: 14px;
    line-height: ${SIDE_LINE}px;
    color: ${vars.text};
    cursor: pointer;
  }
  button:hover,
  a:hover {
    background: ${vars.bgSubtle};
    color: ${vars.primary};
  }
  button:focus-visible,
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: -2px;
  }
  small {
    color: ${vars.textSecondary};
  }
  .legal {
    border-top: 1px solid ${vars.divider};
  }
  address {
    padding: 12px 16px;
    border-top: 1px solid ${vars.divider};
    font-style: normal;
    font-size: 13px;
    line-height: ${SIDE_LINE}px;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
    /* Beats the panel's heading rule (SidePanel h2: padding and a line) by one element in the selector. */
    h2 {
      margin: 0 0 4px;
      padding: 0;
      border: 0;
      font-size: 14px;
      line-height: ${SIDE_LINE}px;
      color: ${vars.text};
    }
    p {
      margin: 0;
    }
    strong {
      color: ${vars.text};
      font-size: 16px;
      vertical-align: top;
    }
    a {
      all: revert;
      color: ${vars.primary};
    }
  }
  .categories-loading {
    height: ${12 + CATEGORY_ROWS * (16 + SIDE_LINE)}px;
    padding: 14px 16px;
    box-sizing: border-box;
    overflow: hidden;
  }
  .contact-loading {
    height: ${1 + 12 + SIDE_LINE + 4 + 3 * SIDE_LINE + 12}px;
    padding: 12px 16px;
    box-sizing: border-box;
    border-top: 1px solid ${vars.divider};
  }
  @media (max-width: 800px) {
    position: static;
    ul {
      display: flex;
      gap: 8px;
      padding: 8px;
      overflow-x: auto;
      scrollbar-width: none;
    }
    .categories-loading {
      height: ${CHIP_STRIP}px;
      padding: 8px;
    }
    li {
      flex: none;
    }
    button,
    a {
      width: auto;
      gap: 6px;
      padding: 6px 12px;
      border: 1px solid ${vars.divider};
      border-radius: 16px;
    }
  }
`;

export const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Status = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  color: ${vars.textSecondary};
`;

export const Group = styled.section`
  margin-bottom: 24px;
  scroll-margin-top: 16px;
  h2 {
    margin: 0 0 12px;
    padding-bottom: 8px;
    border-bottom: 2px solid ${vars.primary};
    font-size: 18px;
  }
  h2:focus {
    outline: none;
  }
`;

export const Article = styled.article`
  margin-bottom: 12px;
  padding: 16px 20px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h3 {
    margin: 0 0 8px;
    font-size: 16px;
    line-height: 24px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 8px;
    font-size: 14px;
    line-height: 24px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  p:last-child {
    margin-bottom: 0;
  }
  mark {
    background: #fff1b8;
    color: inherit;
    padding: 0 1px;
  }
`;
