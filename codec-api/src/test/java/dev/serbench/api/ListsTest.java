package dev.serbench.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListsTest {

  @Test
  void convertsEveryElementInOrder() {
    assertEquals(List.of("1", "2", "3"), Lists.map(List.of(1, 2, 3), String::valueOf));
  }

  @Test
  void returnsANewListThatTheCallerMayChange() {
    List<Integer> items = new ArrayList<>(List.of(1, 2));
    List<Integer> converted = Lists.map(items, i -> i);
    converted.add(3);
    assertEquals(List.of(1, 2), items);
    assertEquals(List.of(1, 2, 3), converted);
  }

  @Test
  void anEmptyListGivesAnEmptyList() {
    assertEquals(List.of(), Lists.map(List.<Integer>of(), String::valueOf));
  }
}
