package dev.serbench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FamilySectionTest {

  @Test
  void ratiosHaveTwoSignificantDigits() {
    assertEquals("0.062", FamilySection.ratio(0.0617));
    assertEquals("0.0040", FamilySection.ratio(0.004));
    assertEquals("<0.001", FamilySection.ratio(0.00002));
    assertEquals("0.42", FamilySection.ratio(0.421));
    assertEquals("1.0", FamilySection.ratio(1.0));
    assertEquals("1.0", FamilySection.ratio(0.96));
    assertEquals("3.7", FamilySection.ratio(3.71));
    assertEquals("10", FamilySection.ratio(9.96));
    assertEquals("12", FamilySection.ratio(12.4));
    assertEquals("150", FamilySection.ratio(146));
    assertEquals("1,200", FamilySection.ratio(1234));
    assertEquals("n/a", FamilySection.ratio(Double.NaN));
  }
}
