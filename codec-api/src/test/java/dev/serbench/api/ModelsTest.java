package dev.serbench.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ModelsTest {

  @Test
  void listsEveryModelClassThatTheDatasetsReachOnce() {
    Set<Class<?>> reached = new LinkedHashSet<>();
    Deque<Type> pending = new ArrayDeque<>();
    for (Dataset<?> dataset : Datasets.all()) {
      pending.add(dataset.model());
    }
    while (!pending.isEmpty()) {
      Type type = pending.poll();
      if (type instanceof ParameterizedType parameterized) {
        pending.addAll(List.of(parameterized.getActualTypeArguments()));
      } else if (type instanceof Class<?> c && c.getPackageName().equals("dev.serbench.model") && reached.add(c)
          && c.isRecord()) {
        for (RecordComponent component : c.getRecordComponents()) {
          pending.add(component.getGenericType());
        }
      }
    }
    assertEquals(Models.all().size(), Set.copyOf(Models.all()).size(), "a class listed twice");
    assertEquals(reached, Set.copyOf(Models.all()));
  }

  /** Kryo and Fory write a class's position here as its id: positions never move. */
  @Test
  void positionsAreTheOnesTheRegisteredIdsWereGivenFrom() {
    List<String> names = Models.all().stream().map(Class::getName).map(n -> n.substring("dev.serbench.model.".length()))
        .toList();
    assertEquals(List.of("Person", "Small", "Medium", "Big", "SmallList", "MediumList", "BigList", "NumberMap",
        "NumberMapList", "GpbTiny", "GpbMedium", "GpbBig", "GpbHuge", "GpbComplex", "GpbTinyList", "GpbMediumList",
        "GpbBigList", "GpbHugeList", "GpbComplexList", "Event", "MediaContent", "Media", "Media$Player", "Image",
        "Image$Size"), names);
  }
}
