package dev.serbench.codec.wire;

import java.util.ArrayList;
import java.util.List;

/** Every model type the wire codec supports, gathered from the per-family mappers. */
final class WireMappings {

  private WireMappings() {}

  static List<WireMapping<?, ?>> all() {
    List<WireMapping<?, ?>> all = new ArrayList<>();
    all.addAll(PersonMapper.mappings());
    all.addAll(StructsMapper.mappings());
    all.addAll(MapsMapper.mappings());
    all.addAll(GpbMapper.mappings());
    all.addAll(EventMapper.mappings());
    all.addAll(MediaMapper.mappings());
    return List.copyOf(all);
  }
}
